/** Messages the server gave for one field, under it (referenced by aria-describedby). */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="field-errors" id={id} data-testid="field-errors">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** The aria attributes of a control with server errors. */
export const invalidProps = (id: string, errors: readonly string[]) =>
  errors.length > 0
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-errors` }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
