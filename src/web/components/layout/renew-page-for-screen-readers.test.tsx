import { describe, expect, it } from 'vitest';
import {
  quietScriptFocusTargets,
  renewPageForScreenReaders,
} from './renew-page-for-screen-readers';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('elements that only script focuses', () => {
  it('get a click handler of their own as they come, so Orca does not call them clickable', async () => {
    quietScriptFocusTargets();
    const page = document.createElement('main');
    page.innerHTML = '<h1 tabindex="-1">Tuloksesi</h1><h2>Ehdokkaat</h2><button>Vertaa</button>';
    document.body.append(page);
    const later = document.createElement('h2');
    page.append(later);
    await nextTask();
    expect(page.querySelector('h1')?.onclick).toBeTypeOf('function');
    expect(page.querySelector('h2')?.onclick).toBeNull();
    expect(page.querySelector('button')?.onclick).toBeNull();
    later.setAttribute('tabindex', '-1');
    page.setAttribute('tabindex', '-1');
    await nextTask();
    expect(later.onclick).toBeTypeOf('function');
    expect(page.onclick).toBeTypeOf('function');
    page.remove();
  });
});

describe('renewing the page for screen readers', () => {
  it('marks <main> busy once, however many ask at the same time', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    const changes: (string | null)[] = [];
    new MutationObserver(() => changes.push(main.getAttribute('aria-busy'))).observe(main, {
      attributes: true,
    });
    renewPageForScreenReaders(main);
    renewPageForScreenReaders(main);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(changes).toEqual(['true', null]);
    main.remove();
  });
});
