import { createRouter, createWebHashHistory } from 'vue-router'

/** Hash history: the app is loaded from file://. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/sessions' },
    { path: '/sessions', name: 'sessions', component: () => import('./views/SessionsView.vue') },
    {
      path: '/sessions/new',
      name: 'session-new',
      component: () => import('./views/NewSessionView.vue'),
      meta: { nav: 'sessions' }
    },
    {
      path: '/sessions/:id(\\d+)',
      name: 'session-table',
      component: () => import('./views/TableView.vue'),
      meta: { nav: 'sessions' }
    },
    {
      path: '/sessions/:id(\\d+)/settlement',
      name: 'session-settlement',
      component: () => import('./views/SettlementView.vue'),
      meta: { nav: 'sessions' }
    },
    {
      // A page to print: no side navigation (App.vue shows bare routes alone).
      path: '/sessions/:id(\\d+)/print/:paper(a4|receipt80)',
      name: 'session-print',
      component: () => import('./views/PrintView.vue'),
      meta: { bare: true }
    },
    { path: '/players', name: 'players', component: () => import('./views/PlayersView.vue') },
    { path: '/records', name: 'records', component: () => import('./views/RecordsView.vue') },
    {
      path: '/players/:id(\\d+)',
      name: 'player-profile',
      component: () => import('./views/PlayerProfileView.vue'),
      meta: { nav: 'records' }
    },
    { path: '/rules', name: 'rules', component: () => import('./views/RulesView.vue') },
    { path: '/settings', name: 'settings', component: () => import('./views/SettingsView.vue') },
    { path: '/:unknown(.*)*', redirect: '/sessions' }
  ]
})
