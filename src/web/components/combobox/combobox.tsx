import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { FormField } from '../form/form-field';
import { useDelayedValue } from '../use-delayed-value';
import {
  filterOptions,
  findExactOption,
  normaliseForSearch,
  type ComboboxOption,
} from './filter-options';

/** Wait for a pause in typing before announcing the number of matches. */
const ANNOUNCE_DELAY_MS = 400;

interface ComboboxProps<T extends ComboboxOption> {
  id: string;
  label: string;
  hint?: string;
  options: readonly T[];
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  /** "3 kuntaa löytyi": announced to screen readers when the list changes. */
  countMessage: (count: number) => string;
  noResultsMessage: string;
  toggleLabel: string;
  inputRef?: Ref<HTMLInputElement>;
}

function optionClassName(active: boolean, chosen: boolean): string {
  let className = 'combobox__option';
  if (active) className += ' combobox__option--active';
  if (chosen) className += ' combobox__option--chosen';
  return className;
}

/**
 * An editable combobox with list autocomplete and automatic selection (ARIA 1.2 / APG pattern).
 * Focus stays in the text field; the highlighted option is announced through
 * aria-activedescendant. The list is part of the page flow rather than floating over it, so it is
 * not cut off or hidden at high zoom levels.
 */
export function Combobox<T extends ComboboxOption>({
  id,
  label,
  hint,
  options,
  value,
  onChange,
  error,
  countMessage,
  noResultsMessage,
  toggleLabel,
  inputRef,
}: ComboboxProps<T>) {
  const baseId = useId();
  const listId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${String(index)}`;

  const selected = options.find((option) => option.value === value);
  const [inputValue, setInputValue] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // With a chosen option still shown in the field, opening the list offers every option.
  const query = selected && inputValue === selected.label ? '' : inputValue;
  const filtered = filterOptions(options, query);
  const listVisible = open && filtered.length > 0;
  const active = listVisible && activeIndex >= 0 ? filtered[activeIndex] : undefined;

  const liveMessage = open
    ? filtered.length > 0
      ? countMessage(filtered.length)
      : noResultsMessage
    : '';
  const announcement = useDelayedValue(liveMessage, ANNOUNCE_DELAY_MS, '');

  useEffect(() => {
    if (!listVisible || activeIndex < 0) return;
    const option = document.getElementById(`${baseId}-option-${String(activeIndex)}`);
    option?.scrollIntoView({ block: 'nearest' });
  }, [listVisible, activeIndex, baseId]);

  /** 'selected' highlights the current choice, or the first option when there is none. */
  function openList(highlight: 'selected' | 'last' | 'none') {
    const all = filterOptions(options, selected && inputValue === selected.label ? '' : inputValue);
    setOpen(true);
    if (all.length === 0 || highlight === 'none') {
      setActiveIndex(-1);
    } else if (highlight === 'last') {
      setActiveIndex(all.length - 1);
    } else {
      const selectedIndex = selected
        ? all.findIndex((option) => option.value === selected.value)
        : -1;
      setActiveIndex(Math.max(selectedIndex, 0));
    }
  }

  function closeList() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: T) {
    setInputValue(option.label);
    onChange(option.value);
    closeList();
  }

  function handleInput(text: string) {
    setInputValue(text);
    setOpen(true);
    const exact = findExactOption(options, text);
    if ((exact?.value ?? null) !== value) onChange(exact?.value ?? null);
    const matches = filterOptions(options, text);
    setActiveIndex(normaliseForSearch(text) !== '' && matches.length > 0 ? 0 : -1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!listVisible) openList(event.altKey ? 'none' : 'selected');
        else if (!event.altKey) setActiveIndex((activeIndex + 1) % filtered.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!listVisible) openList('last');
        else if (event.altKey && active) choose(active);
        else setActiveIndex(activeIndex <= 0 ? filtered.length - 1 : activeIndex - 1);
        break;
      case 'Enter':
        if (active) {
          event.preventDefault(); // choose the option instead of sending the form
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          closeList();
        } else if (inputValue !== '') {
          event.preventDefault();
          setInputValue('');
          if (value !== null) onChange(null);
        }
        break;
      case 'Tab':
        closeList();
        break;
      default:
        break;
    }
  }

  function handleBlur() {
    closeList();
    const exact = findExactOption(options, inputValue);
    if (exact && exact.label !== inputValue) setInputValue(exact.label);
  }

  function handleToggle() {
    if (listVisible) closeList();
    else openList(selected ? 'selected' : 'none');
    document.getElementById(id)?.focus();
  }

  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      className="combobox"
      after={
        <>
          <ul
            className="combobox__listbox"
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!listVisible}
          >
            {listVisible &&
              filtered.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={optionClassName(index === activeIndex, option.value === value)}
                  onMouseDown={(event) => {
                    event.preventDefault();
                  }}
                  onClick={() => {
                    choose(option);
                  }}
                >
                  {option.label}
                </li>
              ))}
          </ul>
          {/* The match count is for screen readers only; "no matches" is shown to everyone. */}
          <div
            className={announcement === noResultsMessage ? 'combobox__empty' : 'visually-hidden'}
            role="status"
          >
            {announcement}
          </div>
        </>
      }
    >
      {(control) => (
        <div className="combobox__control">
          <input
            ref={inputRef}
            className="combobox__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listVisible}
            aria-controls={listId}
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            {...control}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={inputValue}
            onChange={(event) => {
              handleInput(event.target.value);
            }}
            onKeyDown={handleKeyDown}
            onBlur={handleBlur}
            onClick={() => {
              if (!open) openList(selected ? 'selected' : 'none');
            }}
          />
          <button
            type="button"
            className="combobox__toggle"
            tabIndex={-1}
            aria-label={toggleLabel}
            aria-expanded={listVisible}
            aria-controls={listId}
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={handleToggle}
          >
            <svg
              className="combobox__chevron"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M5 8l7 8 7-8" fill="none" stroke="currentColor" strokeWidth="3" />
            </svg>
          </button>
        </div>
      )}
    </FormField>
  );
}
