import { h, type FunctionalComponent } from 'vue'

/** Line icons for the side navigation, drawn with the current text colour. */
function lineIcon(paths: string[]): FunctionalComponent {
  return () =>
    h(
      'svg',
      {
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': 1.8,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        'aria-hidden': 'true'
      },
      paths.map((d) => h('path', { d }))
    )
}

/** A square table with a seat on each side. */
export const TableIcon = lineIcon(['M7 7h10v10H7z', 'M10 3.5h4', 'M10 20.5h4', 'M3.5 10v4', 'M20.5 10v4'])

export const PlayersIcon = lineIcon([
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5',
  'M16 4.3a3.5 3.5 0 0 1 0 6.4',
  'M18 14.8c1.9.8 3.2 2.6 3.5 5.2'
])

export const RulesIcon = lineIcon([
  'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z',
  'M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  'M8.5 8h7',
  'M8.5 11.5h5'
])

/** Three sliders. */
export const SettingsIcon = lineIcon([
  'M4 6h9',
  'M17 6h3',
  'M4 12h3',
  'M11 12h9',
  'M4 18h11',
  'M19 18h1',
  'M15 4v4',
  'M9 10v4',
  'M17 16v4'
])

export const SearchIcon = lineIcon(['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M20 20l-4.8-4.8'])

/** Bars on a baseline. */
export const RecordsIcon = lineIcon(['M4 20h16', 'M7 16v-5', 'M12 16V6', 'M17 16v-8'])

/** Four tables seen from above: the floor. */
export const FloorIcon = lineIcon(['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'])

/** A wallet: member accounts. */
export const AccountsIcon = lineIcon(['M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4z', 'M4 7l11-3v3', 'M16 13.5h2'])

/** A sheet with lines: the reports. */
export const ReportIcon = lineIcon(['M6 3h9l3 3v15H6z', 'M9 10h6', 'M9 14h6', 'M9 18h4'])

/** A cash drawer: the shift handover (交班). */
export const ShiftIcon = lineIcon(['M3.5 9h17v10.5h-17z', 'M5.5 9l1.5-4.5h10L18.5 9', 'M10 14h4'])

/** A list with a tick: the audit log. */
export const AuditIcon = lineIcon(['M5 4.5h14v15H5z', 'M8.5 9h7', 'M8.5 12.5h7', 'M8.5 16l1.5 1.5 3-3'])

/** A cup: the goods sold at the counter. */
export const GoodsIcon = lineIcon([
  'M5 8h11v7a4 4 0 0 1-4 4H9a4 4 0 0 1-4-4z',
  'M16 10h2a2 2 0 0 1 0 4h-2',
  'M8 3v2',
  'M12 3v2'
])
