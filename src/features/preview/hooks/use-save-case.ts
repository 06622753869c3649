import { useState } from 'react';
import type { Diagnostic, TestCase, TestCaseInput } from '../../../harness';
import { isApiError } from '../../../lib/api-client';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { useLanguage } from '../../../lib/i18n';
import { findTestCase, usePutTestCase } from '../api/test-case';
import type { ChoiceField } from '../model/expectation-choices';
import { caseProblems, fieldForPointer, type FormField } from '../model/test-case-draft';

export type FieldProblems = Partial<Record<FormField, string[]>>;

type Phase =
  | { step: 'editing' }
  | { step: 'checking' }
  /** The id is taken: the person decides whether this case replaces that one. */
  | { step: 'confirm'; existing: TestCase }
  | { step: 'saving' }
  | { step: 'saved'; testCase: TestCase; replaced: boolean };

/**
 * Saving a case from the preview: checked with the core's schema first, then the id is
 * looked up so an existing case is replaced only when the person says so, then PUT. Every
 * problem, the schema's or the server's, is shown at the field its pointer names.
 */
export function useSaveCase(harnessId: string) {
  const lang = useLanguage();
  const put = usePutTestCase(harnessId);
  const [phase, setPhase] = useState<Phase>({ step: 'editing' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<unknown>(null);

  const show = (list: readonly Diagnostic[], fields: readonly ChoiceField[]) => {
    const out: FieldProblems = {};
    for (const d of list) {
      const field = fieldForPointer(d.pointer, fields);
      (out[field] ??= []).push(diagnosticMessage(d, lang));
    }
    setProblems(out);
  };

  const write = (testCase: TestCaseInput, fields: readonly ChoiceField[], replaced: boolean) => {
    setPhase({ step: 'saving' });
    put.mutate(testCase, {
      onSuccess: (stored) => setPhase({ step: 'saved', testCase: stored, replaced }),
      onError: (err) => {
        setPhase({ step: 'editing' });
        const errors = isApiError(err) ? (err.problem.errors ?? []) : [];
        show(
          errors.map((e) => ({ ...e, params: e.params ?? {}, severity: 'error' as const })),
          fields,
        );
        setFailure(err);
      },
    });
  };

  const submit = async (testCase: TestCaseInput, fields: readonly ChoiceField[]) => {
    setFailure(null);
    const local = caseProblems(testCase);
    show(local, fields);
    if (local.length > 0) return;
    setPhase({ step: 'checking' });
    try {
      const existing = await findTestCase(harnessId, testCase.id);
      if (existing) setPhase({ step: 'confirm', existing });
      else write(testCase, fields, false);
    } catch (err) {
      setPhase({ step: 'editing' });
      setFailure(err);
    }
  };

  return {
    phase,
    problems,
    failure,
    submit,
    /** After the person agreed to replace the case with the same id. */
    replace: (testCase: TestCaseInput, fields: readonly ChoiceField[]) =>
      write(testCase, fields, true),
    edit: () => setPhase({ step: 'editing' }),
  };
}
