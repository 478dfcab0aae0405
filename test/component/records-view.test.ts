import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import PointsTrendChart from '../../src-renderer/src/components/records/PointsTrendChart.vue'
import PlayerProfileView from '../../src-renderer/src/views/PlayerProfileView.vue'
import RecordsView from '../../src-renderer/src/views/RecordsView.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'
import type { LeaderboardEntry, PlayerProfile, PlayRecord } from '../../src-main/model/players'
// jsdom has no canvas: the chart is a plain box here (the e2e test draws it).
vi.mock('vue-echarts', () => ({ default: { name: 'VChart', render: () => null } }))

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const text = (element: Element | undefined) => element?.textContent?.trim() ?? ''

const LEADERBOARD: LeaderboardEntry[] = [
  {
    rank: 1,
    playerId: 3,
    name: '王五',
    sessions: 4,
    hands: 40,
    wins: 15,
    winRate: 0.375,
    points: 62.5,
    rawPoints: 62.5,
    moneyCents: 12_500
  },
  {
    rank: 2,
    playerId: 1,
    name: '张三',
    sessions: 5,
    hands: 52,
    wins: 12,
    winRate: 12 / 52,
    points: -8,
    rawPoints: -8,
    moneyCents: -1_600
  },
  {
    rank: 3,
    playerId: 2,
    name: '李四',
    sessions: 1,
    hands: 8,
    wins: 0,
    winRate: 0,
    points: -54.5,
    rawPoints: -54.5,
    moneyCents: -10_900
  }
]

const RECORD: PlayRecord = {
  sessions: 4,
  hands: 40,
  wins: 15,
  selfDraws: 6,
  discardWins: 9,
  dealIns: 5,
  points: 62.5,
  rawPoints: 62.5,
  moneyCents: 12500,
  winRate: 0.375,
  selfDrawRate: 0.15,
  discardWinRate: 0.225,
  dealInRate: 0.125,
  biggestHand: {
    points: 24,
    sessionId: 7,
    handId: 70,
    seq: 9,
    variant: 'sichuan',
    startedAt: '2025-03-02T12:00:00.000Z'
  }
}

const PROFILE: PlayerProfile = {
  player: {
    id: 3,
    name: '王五',
    nickname: '',
    phone: '',
    note: '',
    isGuest: false,
    archivedAt: null,
    createdAt: '2025-01-01T08:00:00.000Z'
  },
  overall: RECORD,
  byVariant: [{ ...RECORD, variant: 'sichuan' }],
  trend: [
    { month: '2025-02', sessions: 2, points: 30, moneyCents: 6000, cumulativePoints: 30, cumulativeMoneyCents: 6000 },
    {
      month: '2025-03',
      sessions: 2,
      points: 32.5,
      moneyCents: 6500,
      cumulativePoints: 62.5,
      cumulativeMoneyCents: 12500
    }
  ],
  trendByDay: [
    {
      label: '2025-02-01',
      sessions: 2,
      points: 30,
      moneyCents: 6000,
      cumulativePoints: 30,
      cumulativeMoneyCents: 6000
    },
    {
      label: '2025-03-08',
      sessions: 2,
      points: 32.5,
      moneyCents: 6500,
      cumulativePoints: 62.5,
      cumulativeMoneyCents: 12500
    }
  ],
  trendByTable: [
    {
      label: '02-01 14:00',
      sessions: 1,
      points: 40,
      moneyCents: 8000,
      cumulativePoints: 40,
      cumulativeMoneyCents: 8000
    },
    {
      label: '02-01 19:00',
      sessions: 1,
      points: -10,
      moneyCents: -2000,
      cumulativePoints: 30,
      cumulativeMoneyCents: 6000
    },
    {
      label: '03-08 14:00',
      sessions: 2,
      points: 32.5,
      moneyCents: 6500,
      cumulativePoints: 62.5,
      cumulativeMoneyCents: 12500
    }
  ]
}

describe('the leaderboard', () => {
  it('shows each ranked player with sessions, win rate and signed points, linking to the profile', async () => {
    const fake = createTestApi([], undefined, {
      'stats.leaderboard': () => LEADERBOARD,
      'history.list': () => ({ total: 0, page: 1, pageSize: 50, items: [] })
    })
    wrapper = await mountInApp(RecordsView, fake.api, { name: 'records', query: { tab: 'leaderboard' } })
    await useSettingsStore().load()
    await vi.waitFor(() => expect(byTestId('leaderboard-row')).toHaveLength(3))

    expect(byTestId('leaderboard-player').map(text)).toEqual(['王五', '张三', '李四'])
    expect(byTestId('leaderboard-points').map(text)).toEqual(['+62.5', '-8', '-54.5'])
    expect(byTestId('leaderboard-win-rate').map(text)).toEqual(['37.5%', '23.1%', '0%'])
    expect(byTestId<HTMLAnchorElement>('leaderboard-player')[0].getAttribute('href')).toBe('#/players/3')
    expect(fake.inputsOf('stats.leaderboard')[0]).toEqual({ orderBy: 'points', minSessions: 0, limit: 100 })

    click(byTestId('leaderboard-order-winRate')[0].querySelector('input') ?? undefined)
    await flushPromises()
    expect(fake.inputsOf('stats.leaderboard').at(-1)).toMatchObject({ orderBy: 'winRate' })

    // Money is comparable across variants: a column, and an order of its own.
    expect(byTestId('leaderboard-money').map(text)).toEqual(['+¥125', '-¥16', '-¥109'])
    click(byTestId('leaderboard-order-money')[0].querySelector('input') ?? undefined)
    await flushPromises()
    expect(fake.inputsOf('stats.leaderboard').at(-1)).toMatchObject({ orderBy: 'money' })
  })

  it('says what to do when nobody has records yet', async () => {
    const fake = createTestApi([], undefined, { 'stats.leaderboard': () => [] })
    wrapper = await mountInApp(RecordsView, fake.api, { name: 'records', query: { tab: 'leaderboard' } })
    await vi.waitFor(() => expect(byTestId('leaderboard-empty')).toHaveLength(1))
    expect(pageText()).toContain('先打几场')
  })
})

describe('the player profile', () => {
  it('shows the counts with their rates, the totals and the biggest hand with a link to its table', async () => {
    const fake = createTestApi([], undefined, { 'stats.player': () => PROFILE })
    wrapper = await mountInApp(PlayerProfileView, fake.api, { name: 'player-profile', params: { id: 3 } })
    await useSettingsStore().load()
    await vi.waitFor(() => expect(byTestId('stat-hands')).toHaveLength(1))
    await flushPromises()

    const stat = (id: string) => text(byTestId(id)[0]?.querySelector('[data-testid="stat-value"]') ?? undefined)
    expect(pageText()).toContain('王五的战绩')
    expect(stat('stat-hands')).toBe('40')
    expect(stat('stat-wins')).toBe('15')
    expect(text(byTestId('stat-wins')[0])).toContain('占 37.5%')
    expect(text(byTestId('stat-dealIns')[0])).toContain('占 12.5%')
    expect(stat('stat-points')).toBe('+62.5')
    expect(stat('stat-money')).toBe('+¥125')
    expect(stat('stat-biggest-hand')).toBe('+24')
    expect(byTestId('biggest-hand-session')[0].getAttribute('href')).toBe('#/sessions/7/settlement')
    expect(byTestId('variant-record')).toHaveLength(1)
    // The renderer sends no time zone: main places the months in the parlor's own.
    expect(fake.inputsOf('stats.player')[0]).toEqual({ playerId: 3 })
  })

  it('draws the trend by table (a first day has a line), by day or by month', async () => {
    const fake = createTestApi([], undefined, { 'stats.player': () => PROFILE })
    wrapper = await mountInApp(PlayerProfileView, fake.api, { name: 'player-profile', params: { id: 3 } })
    await vi.waitFor(() => expect(byTestId('profile-trend-by')).toHaveLength(1))
    const labels = () =>
      wrapper!
        .findComponent(PointsTrendChart)
        .props('steps')
        .map((step) => step.label)
    expect(labels()).toEqual(['02-01 14:00', '02-01 19:00', '03-08 14:00'])
    click(byTestId('profile-trend-by-day')[0].querySelector('input') ?? undefined)
    await flushPromises()
    expect(labels()).toEqual(['2025-02-01', '2025-03-08'])
    click(byTestId('profile-trend-by-month')[0].querySelector('input') ?? undefined)
    await flushPromises()
    expect(labels()).toEqual(['2025-02', '2025-03'])
  })

  it('invites the host to seat a player who has not played yet', async () => {
    const empty: PlayRecord = {
      ...RECORD,
      sessions: 0,
      hands: 0,
      wins: 0,
      selfDraws: 0,
      discardWins: 0,
      dealIns: 0,
      points: 0,
      rawPoints: 0,
      moneyCents: 0,
      biggestHand: null
    }
    const fake = createTestApi([], undefined, {
      'stats.player': () => ({ ...PROFILE, overall: empty, byVariant: [], trend: [], trendByDay: [], trendByTable: [] })
    })
    wrapper = await mountInApp(PlayerProfileView, fake.api, { name: 'player-profile', params: { id: 3 } })
    await vi.waitFor(() => expect(byTestId('profile-empty')).toHaveLength(1))
    expect(pageText()).toContain('王五 还没有打过牌')
  })
})
