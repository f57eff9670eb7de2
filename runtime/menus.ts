/**
 * Enhances the header's disclosure submenus (they work without script): one open at a time,
 * Escape closes the open one and returns focus to its summary, a click elsewhere closes it.
 */
export function startMenus(doc: Document = document): void {
  const groups = () => [...doc.querySelectorAll<HTMLDetailsElement>('details.main-menu__group[open]')];
  doc.addEventListener('toggle', (event) => {
    const opened = event.target;
    if (!(opened instanceof HTMLDetailsElement) || !opened.matches('.main-menu__group') || !opened.open) return;
    for (const other of groups()) if (other !== opened) other.open = false;
  }, true);
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const group = (event.target as Element | null)?.closest?.('details.main-menu__group[open]') as HTMLDetailsElement | null;
    if (!group) return;
    group.open = false;
    group.querySelector('summary')?.focus();
  });
  doc.addEventListener('click', (event) => {
    const inside = (event.target as Element | null)?.closest?.('details.main-menu__group');
    for (const group of groups()) if (group !== inside) group.open = false;
  });
}
