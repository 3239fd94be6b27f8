// @vitest-environment jsdom
// useDevicePosition over a stand-in for the browser's Geolocation API: the options it asks with,
// each way the browser answers as the state the person is told, and the answer going to the
// callback of the newest render.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DevicePosition } from '../../../../shared/geo/device-position'
import { useDevicePosition } from './use-device-position'
import type { DevicePositionState } from './use-device-position'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Asked = { success: PositionCallback; failure: PositionErrorCallback; options?: PositionOptions }

let asked: Asked[]
let container: HTMLElement
let root: Root
/** The state as text on a button that asks. */
function Probe({ onFound }: { onFound: (position: DevicePosition) => void }) {
  const { state, locate } = useDevicePosition(onFound)
  return <button onClick={locate}>{JSON.stringify(state)}</button>
}

const locate = () => container.querySelector('button')!.click()
const state = () => JSON.parse(container.textContent!) as DevicePositionState

const fix = (latitude: number, longitude: number, accuracy: number) => ({ coords: { latitude, longitude, accuracy }, timestamp: 0 }) as GeolocationPosition
const failure = (code: number) => ({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError

beforeEach(() => {
  asked = []
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) =>
        asked.push({ success, failure: fail, options }),
    },
  })
  container = document.createElement('div')
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  vi.unstubAllGlobals()
})

it('asks for a high-accuracy fix, a little old at most, that does not wait forever', () => {
  act(() => root.render(<Probe onFound={() => {}} />))
  act(() => locate())
  expect(state()).toEqual({ step: 'asking' })
  expect(asked[0]!.options).toMatchObject({ enableHighAccuracy: true })
  expect(asked[0]!.options!.timeout).toBeGreaterThan(0)
  expect(asked[0]!.options!.maximumAge).toBeGreaterThan(0)
})

it('hands the position with its accuracy to the newest callback', () => {
  const first = vi.fn()
  const newest = vi.fn()
  act(() => root.render(<Probe onFound={first} />))
  act(() => locate())
  act(() => root.render(<Probe onFound={newest} />))
  act(() => asked[0]!.success(fix(60.7211, -135.0568, 12)))
  expect(state()).toEqual({ step: 'found', position: { latitude: 60.7211, longitude: -135.0568, accuracy: 12 } })
  expect(first).not.toHaveBeenCalled()
  expect(newest).toHaveBeenCalledWith({ latitude: 60.7211, longitude: -135.0568, accuracy: 12 })
})

describe('when there is no position', () => {
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timed-out'],
  ])('tells error %i as %s', (code, step) => {
    act(() => root.render(<Probe onFound={() => {}} />))
    act(() => locate())
    act(() => asked[0]!.failure!(failure(code)))
    expect(state()).toEqual({ step })
  })

  it('says the browser has no Geolocation API', () => {
    vi.stubGlobal('navigator', {})
    act(() => root.render(<Probe onFound={() => {}} />))
    act(() => locate())
    expect(state()).toEqual({ step: 'unsupported' })
  })
})

it('drops the answer to an earlier request', () => {
  const onFound = vi.fn()
  act(() => root.render(<Probe onFound={onFound} />))
  act(() => locate())
  act(() => locate())
  act(() => asked[0]!.success(fix(61, -135, 5)))
  expect(state()).toEqual({ step: 'asking' })
  act(() => asked[1]!.success(fix(62, -136, 7)))
  expect(onFound.mock.calls).toEqual([[{ latitude: 62, longitude: -136, accuracy: 7 }]])
})
