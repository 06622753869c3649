import { lazy, Suspense } from 'react';
import { fieldId } from '../../../lib/field-id';
import type { CodeEditorProps } from './types';

export type { EditorMarker } from './types';
export { TOOL_SCHEMA_SUFFIX } from './types';

// Monaco (about 1 MB gzip with its workers) loads only when a code field is on screen.
const LazyCodeEditor = lazy(() => import('./code-editor'));

interface FieldProps extends CodeEditorProps {
  hint?: string;
  /** Messages listed under the editor (the same problems are marked in the text). */
  errors?: readonly string[];
  loadingLabel: string;
}

/** A labelled code field: Monaco with markers, and the messages under it. */
export function CodeField({ hint, errors = [], loadingLabel, ...props }: FieldProps) {
  const id = fieldId(props.pointer);
  return (
    <div className={errors.length ? 'field field-invalid' : 'field'} id={id}>
      <span className="field-label" id={`${id}-label`}>
        {props.label}
      </span>
      <Suspense
        fallback={
          <div className="code-editor code-editor-loading" style={{ height: props.height ?? 320 }}>
            {loadingLabel}
          </div>
        }
      >
        <LazyCodeEditor {...props} />
      </Suspense>
      {hint && <p className="field-hint">{hint}</p>}
      {errors.length > 0 && (
        <ul className="field-errors" data-testid="field-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const LazyTextDiff = lazy(() => import('./text-diff-editor'));

/** Monaco's diff editor, loaded on first use. */
export function TextDiff(
  props: import('./text-diff-editor').TextDiffEditorProps & { loadingLabel: string },
) {
  const { loadingLabel, ...rest } = props;
  return (
    <Suspense fallback={<div className="code-editor code-editor-loading">{loadingLabel}</div>}>
      <LazyTextDiff {...rest} />
    </Suspense>
  );
}
