/**
 * A Save that meets a version someone else saved since (spec 4, editor mode: never lose work):
 * what each changed in different modules is already brought together (runtime/editor/merge.ts);
 * for each module both changed, the editor sees both versions and keeps their own, the other's,
 * or both. Or keeps the other version whole, or decides later (nothing is lost meanwhile).
 */
import { useEffect, useRef, useState } from 'react';
import type { Choice, ModuleConflict } from './merge.js';
import { EditorDialog, showDialog } from './react-dialog.js';
import { say, type EditorLang, type StringKey } from './strings.js';

export type ConflictAnswer = { kind: 'merge'; choices: Map<number, Choice> } | { kind: 'theirs' } | null;

interface Options {
  lang: EditorLang;
  conflicts: ModuleConflict[];
  /** A module's name as the editor calls it ("Texto «Horario»"). */
  nameOf(conflict: ModuleConflict): string;
  /** What a version of the module says, in a line (its title or its first text). */
  summaryOf(module: ModuleConflict['mine']): string;
}

export function resolveConflictDialog(ui: Document, options: Options): Promise<ConflictAnswer> {
  return showDialog<ConflictAnswer>(ui, (done) => <ConflictDialog {...options} onDone={done} />);
}

function ConflictDialog({ lang, conflicts, nameOf, summaryOf, onDone }: Options & { onDone(answer: ConflictAnswer): void }) {
  const t = (key: StringKey, vars?: Record<string, string | number>) => say(lang, key, vars);
  const dialog = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState(() => new Map(conflicts.map((c) => [c.editorID, 'mine' as Choice])));
  useEffect(() => {
    dialog.current!.querySelector<HTMLElement>('input[type="radio"]:checked, button')?.focus();
  }, []);
  const close = (answer: ConflictAnswer) => {
    dialog.current!.close();
    onDone(answer);
  };
  const version = (module: ModuleConflict['mine']) => (module ? `«${summaryOf(module)}»` : t('conflictDeleted'));
  return (
    <EditorDialog ref={dialog} role="alertdialog" className="editor-dialog editor-dialog--wide editor-conflict" aria-labelledby="editor-conflict-title" aria-describedby="editor-conflict-body"
      onCancel={() => close(null)}>
      <h2 id="editor-conflict-title">{t('conflictTitle')}</h2>
      <p className="editor-dialog__body" id="editor-conflict-body">{t('conflictMerged')}</p>
      {conflicts.map((conflict) => {
        const name = `editor-conflict-${conflict.editorID}`;
        const option = (value: Choice, label: string) => (
          <div className="editor-settings__check" key={value}>
            <input type="radio" id={`${name}-${value}`} name={name} value={value} checked={choices.get(conflict.editorID) === value}
              onChange={() => setChoices(new Map(choices).set(conflict.editorID, value))} />
            <label htmlFor={`${name}-${value}`}>{label}</label>
          </div>
        );
        return (
          <fieldset key={name} className="editor-conflict__module">
            <legend>{nameOf(conflict)}</legend>
            {option('mine', t('conflictMine', { version: version(conflict.mine) }))}
            {option('theirs', t('conflictTheirs', { version: version(conflict.theirs) }))}
            {conflict.mine && conflict.theirs && option('both', t('conflictBoth'))}
          </fieldset>
        );
      })}
      <div className="editor-dialog__actions">
        <button type="button" className="editor-dialog__cancel" onClick={() => close(null)}>{t('conflictLater')}</button>
        <button type="button" onClick={() => close({ kind: 'theirs' })}>{t('conflictTakeTheirs')}</button>
        <button type="button" className="editor-dialog__confirm" onClick={() => close({ kind: 'merge', choices })}>{t('conflictSaveChoices')}</button>
      </div>
    </EditorDialog>
  );
}
