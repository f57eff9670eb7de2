import * as z from 'zod';
import { RichTextSchema, type ModuleProps } from './fields.js';
import { Island } from './island.js';
import { TabsView, type TabsViewProps } from './tabs-view.js';

const SafePath = z.string().regex(/^\/[^\s]*$/, 'an internal path starting with /');

export const ProgramTabSchema = z.object({
  component: z.literal('ProgramTab'),
  title: z.string().min(1),
  programs: z.array(z.object({
    name: z.string().min(1), href: SafePath, duration: z.string().default(''), credits: z.string().default(''), modality: z.string().default(''),
  })).min(1),
});

export const TabsSchema = z.object({
  title: z.string().default(''),
  tabs: z.array(z.discriminatedUnion('component', [
    z.object({ component: z.literal('TabItem'), title: z.string().min(1), content: RichTextSchema }),
    ProgramTabSchema,
  ])).min(1),
});

export function Tabs({ fields, root, context }: ModuleProps<z.infer<typeof TabsSchema>>) {
  const props: TabsViewProps = { fields, root, locale: context.locale };
  // The server renders the first tab selected, which serves until the visitor reaches for another
  // tab: the code (React with it) loads then, not with the page, where tabs often sit in the first
  // screen (spec 9 speed). A click or arrow key pressed before it arrived is played again.
  return <Island name="Tabs" props={props} hydrate="interaction"><TabsView {...props} /></Island>;
}
