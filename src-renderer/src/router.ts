import { createRouter, createWebHashHistory } from 'vue-router'
import { call } from './api'
import { deviceRoute } from './deviceRoutes'

/** Hash history: the app is loaded from file://. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    {
      // The floor is the first screen once the parlor has tables.
      path: '/',
      component: () => import('./views/FloorView.vue'),
      beforeEnter: async () =>
        (await call('parlor.tables.list', {}).catch(() => [])).length > 0 ? '/floor' : '/sessions'
    },
    { path: '/floor', name: 'floor', component: () => import('./views/FloorView.vue') },
    { path: '/accounts', name: 'accounts', component: () => import('./views/AccountsView.vue') },
    { path: '/goods', name: 'goods', component: () => import('./views/GoodsView.vue') },
    { path: '/reports', name: 'reports', component: () => import('./views/ParlorReportView.vue') },
    { path: '/shift', name: 'shift', component: () => import('./views/ShiftView.vue') },
    { path: '/audit', name: 'audit', component: () => import('./views/AuditView.vue') },
    {
      path: '/parlor-print/:what(receipt|statement|report|shift)',
      name: 'parlor-print',
      component: () => import('./views/ParlorPrintView.vue'),
      meta: { bare: true }
    },
    {
      path: '/lan-cards/:paper(a4|receipt80)',
      name: 'lan-cards',
      component: () => import('./views/LanCardsPrintView.vue'),
      meta: { bare: true }
    },
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
    // a browser on the LAN: pairing, and a table's display (TV or phone)
    { path: '/pair', name: 'pair', component: () => import('./views/PairView.vue'), meta: { bare: true } },
    {
      path: '/display/:tableId(\\d+)',
      name: 'display',
      component: () => import('./views/TableDisplayView.vue'),
      meta: { bare: true }
    },
    { path: '/:unknown(.*)*', redirect: '/sessions' }
  ]
})

router.beforeEach(deviceRoute)
