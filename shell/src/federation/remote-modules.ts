import type { ComponentType } from 'react';
import type { RemoteModuleMap } from './remote-modules.generated';

/**
 * Every module the shell loads from a remote, by Module Federation id. The list and each module's props
 * come from the vertical manifest (tools/verticals/verticals.json → remote-modules.generated.ts); the
 * shell never imports a remote's source.
 */
export type { RemoteModuleMap };

export type RemoteId = keyof RemoteModuleMap;

/**
 * The props of a remote module's default export. Distributes over a union of ids (a tab whose remote
 * is any RemoteId accepts the props of any of them), since the modules' props now differ.
 */
export type RemotePropsOf<K extends RemoteId> = K extends RemoteId
  ? RemoteModuleMap[K]['default'] extends ComponentType<infer P>
    ? P
    : never
  : never;

/** 'mfe_feed/Feed' → 'mfe_feed'. */
export function containerOf(id: RemoteId): string {
  return id.slice(0, id.indexOf('/'));
}
