import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down once a second to zero and starts again on restart', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useCountdown(3));

    expect(result.current[0]).toBe(3);
    for (let second = 0; second < 5; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(0);

    act(() => result.current[1]());
    expect(result.current[0]).toBe(3);
  });
});
