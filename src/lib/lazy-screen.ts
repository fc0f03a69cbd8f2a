// React.lazy for a screen's chunk, with its texts in the current language: the catalogues the chunk
// defines load before it shows, so it never flashes English. If they cannot load, it shows in English.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { currentLanguage, prepareLanguage } from './language';

export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const screen = await load();
    await prepareLanguage(currentLanguage()).catch(() => undefined);
    return screen;
  });
}
