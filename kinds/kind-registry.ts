/**
 * The registry of content kinds: every kind of content the generator knows, each declared in one
 * module of this folder (see define.ts for what a kind declares). Loading, validation, copy checks,
 * routes, link checks, share images, `npm run new` and the content guide all read this list; the
 * pages of the site come in its order.
 */
import { home } from './home/home.ts';
import { service } from './service/service.ts';
import { category } from './category/category.ts';
import { landing } from './landing/landing.ts';
import { partner } from './partner/partner.ts';
import { article } from './article/article.ts';
import { privacy } from './privacy/privacy.ts';
import { intake, networking, tools, training } from './dialogs/dialogs.ts';
import { redirects, site } from './site/site.ts';
import { ui } from './ui/ui.ts';
import type { z } from 'zod';
import type { AnyKind } from './define.ts';

export const siteKinds = [
  home,
  service,
  category,
  landing,
  partner,
  article,
  privacy,
  training,
  tools,
  networking,
  intake,
  site,
  redirects,
  ui,
] as const;

/** A kind of content of the site, with its own name and schema. */
export type SiteKind = (typeof siteKinds)[number];

/** The name of a kind of content of the site. */
export type EntryKind = SiteKind['name'];

/** The data the schema of the site's kind of that name gives. */
export type DataOf<Name extends EntryKind> = z.output<Extract<SiteKind, { name: Name }>['schema']>;

let active: readonly AnyKind[] = siteKinds;

/** Every kind the generator knows: the site's, and any that `addKind` added. */
export function allKinds(): readonly AnyKind[] {
  return active;
}

/** The kind of that name. */
export function kindNamed(name: string): AnyKind | undefined {
  return active.find((k) => k.name === name);
}

/**
 * Adds a kind after the site's, as a fixture site of a test needs; returns what removes it again.
 */
export function addKind(kind: AnyKind): () => void {
  if (active.some((k) => k.name === kind.name)) throw new Error(`a kind named ${kind.name} exists already`);
  active = [...active, kind];
  return () => {
    active = active.filter((k) => k !== kind);
  };
}

export type { AnyKind, Kind, KindEditing } from './define.ts';
export { defineKind } from './define.ts';
