import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useSectionNavigation } from './use-section-navigation';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>;

describe('useSectionNavigation', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockRestore();
    document.getElementById('how-it-works')?.remove();
  });

  it('from another page, scrolls to the section once the (lazily loaded) landing page has rendered it', () => {
    const { result } = renderHook(() => useSectionNavigation(), { wrapper });
    act(() => result.current('how-it-works'));

    // A slow phone: the landing chunk has not rendered the section after the spec's 100 ms.
    act(() => jest.advanceTimersByTime(600));
    expect(scrollTo).not.toHaveBeenCalled();

    const section = document.createElement('section');
    section.id = 'how-it-works';
    document.body.append(section);
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives up quietly when the section never appears', () => {
    const { result } = renderHook(() => useSectionNavigation(), { wrapper });
    act(() => result.current('how-it-works'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
