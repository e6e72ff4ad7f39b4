// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isChanged, useDiscardGuard, useDraft } from '#forms/unsaved/index.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('isChanged: a form changed by content', () => {
  it('treats untouched and cleared fields alike and ignores key order', () => {
    expect(isChanged({ name: 'A', note: undefined }, { note: '', name: 'A' })).toBe(false);
    expect(isChanged({ tags: [] }, {})).toBe(false);
    expect(isChanged({ name: '' }, { name: 'B' })).toBe(true);
    expect(isChanged({ lines: [{ amount: 1 }] }, { lines: [{ amount: 2 }] })).toBe(true);
  });
});

function Drawer({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const { guard, dialog } = useDiscardGuard(text !== '');
  return (
    <div>
      <input aria-label="Name" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={() => guard(onClose)}>Close</button>
      {dialog}
    </div>
  );
}

describe('useDiscardGuard: nothing typed is lost without asking', () => {
  it('closes at once when nothing changed', () => {
    const onClose = vi.fn();
    render(<Drawer onClose={onClose} />);
    fireEvent.click(screen.getByText('Close'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks first when something was typed: Keep editing stays, Discard closes', () => {
    const onClose = vi.fn();
    render(<Drawer onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran' } });
    fireEvent.click(screen.getByText('Close'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Discard changes?')).toBeTruthy();
    fireEvent.click(screen.getByText('Keep editing'));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Kiran');
    fireEvent.click(screen.getByText('Close'));
    fireEvent.click(screen.getByText('Discard'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks the browser before a reload while changes are unsaved', () => {
    render(<Drawer onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiran' } });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('asks before a blocked navigation and proceeds on Discard', () => {
    const blocker = { state: 'blocked' as const, proceed: vi.fn(), reset: vi.fn() };
    function Page() {
      const { dialog } = useDiscardGuard(true, { blocker });
      return dialog;
    }
    render(<Page />);
    fireEvent.click(screen.getByText('Discard'));
    expect(blocker.proceed).toHaveBeenCalledOnce();
  });
});

describe('useDraft: a long form survives a reload', () => {
  it('keeps every change and restores it in a new mount until cleared', () => {
    const first = renderHook(() => useDraft('wizard:new', { name: '' }));
    act(() => first.result.current.setValue({ name: 'Gold' }));
    first.unmount();
    const second = renderHook(() => useDraft('wizard:new', { name: '' }));
    expect(second.result.current.value).toEqual({ name: 'Gold' });
    expect(second.result.current.restored).toBe(true);
    act(() => second.result.current.clear());
    expect(second.result.current.value).toEqual({ name: '' });
    const third = renderHook(() => useDraft('wizard:new', { name: '' }));
    expect(third.result.current.restored).toBe(false);
  });

  it('follows a late-loading initial value until the person types', () => {
    const hook = renderHook(({ initial }) => useDraft('claim:1', initial), {
      initialProps: { initial: { comment: '' } },
    });
    hook.rerender({ initial: { comment: 'No comment' } });
    expect(hook.result.current.value).toEqual({ comment: 'No comment' });
  });
});
