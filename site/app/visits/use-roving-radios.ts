import { type KeyboardEvent, useRef } from 'react';

export interface RovingRadios<T extends string> {
  /** For the element with role="radiogroup". */
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  /** For each choice (a <button role="radio">). */
  radio: (value: T) => {
    role: 'radio';
    'data-value': T;
    'aria-checked': boolean;
    tabIndex: number;
    ref: (el: HTMLButtonElement | null) => void;
    onClick: () => void;
  };
}

/**
 * A radio group of buttons with one tab stop (the chosen choice, else the first available): the arrow keys,
 * Home and End move to the next available choice and choose it, as native radios do; the choice is scrolled
 * into view (the date strip scrolls sideways).
 */
export function useRovingRadios<T extends string>({
  values,
  selected,
  isDisabled,
  onSelect,
}: {
  values: readonly T[];
  selected?: T;
  isDisabled?: (value: T) => boolean;
  onSelect: (value: T) => void;
}): RovingRadios<T> {
  const elements = useRef(new Map<T, HTMLButtonElement>());
  const available = values.filter((v) => !isDisabled?.(v));
  const tabStop = selected && available.includes(selected) ? selected : available[0];

  const move = (target: T | undefined) => {
    if (target === undefined) return;
    onSelect(target);
    const el = elements.current.get(target);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const current = (e.target as HTMLElement).dataset.value as T | undefined;
    const at = current ? available.indexOf(current) : -1;
    let target: T | undefined;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') target = available[Math.min(available.length - 1, at + 1)];
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') target = available[Math.max(0, at - 1)];
    else if (e.key === 'Home') target = available[0];
    else if (e.key === 'End') target = available[available.length - 1];
    else return;
    e.preventDefault();
    move(target);
  };

  return {
    onKeyDown,
    radio: (value) => ({
      role: 'radio',
      'data-value': value,
      'aria-checked': value === selected,
      tabIndex: value === tabStop ? 0 : -1,
      ref: (el) => {
        if (el) elements.current.set(value, el);
        else elements.current.delete(value);
      },
      onClick: () => onSelect(value),
    }),
  };
}
