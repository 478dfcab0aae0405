/** The persons-with-points cell the 牌局 list and the 战绩 history share. */
import { mount } from '@vue/test-utils'
import { expect, it } from 'vitest'
import PeoplePoints from '../../src-renderer/src/components/shared/PeoplePoints.vue'
import { i18n } from '../../src-renderer/src/i18n'

it('names each person with their signed points, one unbreakable item each', () => {
  const wrapper = mount(PeoplePoints, {
    props: {
      people: [
        { name: '甲', points: 12.5 },
        { name: '乙', points: -12.5 },
        { name: '丙', points: 0 }
      ],
      personTestId: 'closed-session-person'
    },
    global: { plugins: [i18n] }
  })
  const persons = wrapper.findAll('[data-testid="closed-session-person"]')
  expect(persons.map((person) => person.text().replace(/\s+/g, ' '))).toEqual([
    expect.stringMatching(/^甲 \+12\.5$/),
    expect.stringMatching(/^乙 [-−]12\.5$/),
    expect.stringMatching(/^丙 0$/)
  ])
  wrapper.unmount()
})
