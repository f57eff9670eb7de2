/**
 * How the editor names who made a change (its history, the site's activity, who else has the
 * page open, a newer translation; spec 6): an account by its e-mail, an API token by the name it
 * was given. The API records a token's changes as `token:<name>` (server/editing.ts) so that a
 * token and an account of the same name stay apart in the records; people never read the prefix.
 */
export function actorName(actor: string): string {
  return actor.replace(/^token:/, '').trim();
}
