import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, islandPrefix, type IslandName } from '../islands/registry.ts';
import { IslandRoot } from '../islands/IslandRoot.tsx';

/** Hydrates one island element in place, with the props the server wrote beside it. */
export async function hydrateIsland(element: Element): Promise<void> {
  const name = element.getAttribute('data-island') as IslandName;
  const id = Number(element.getAttribute('data-island-id'));
  const propsScript = element.nextElementSibling;
  const props = propsScript?.matches('script[data-island-props]') ? JSON.parse(propsScript.textContent ?? '{}') : {};
  const { default: Component } = await islandLoaders[name]();
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandRoot
        onHydrated={() => {
          element.setAttribute('data-hydrated', '');
          resolve();
        }}
      >
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandPrefix(id) },
    );
  });
}
