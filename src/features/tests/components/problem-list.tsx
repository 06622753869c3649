import type { ImportProblem } from '../model/import-problems';

interface Props {
  id: string;
  problems: readonly ImportProblem[];
  say: (p: ImportProblem) => string;
}

/** The server's problems shown at the field they concern; its English words as the tooltip. */
export function ProblemList({ id, problems, say }: Props) {
  if (problems.length === 0) return null;
  return (
    <ul className="field-errors" id={id} data-testid="field-errors">
      {problems.map((p, i) => (
        <li key={`${p.pointer}-${p.code}-${i}`} title={p.message}>
          {say(p)}
        </li>
      ))}
    </ul>
  );
}
