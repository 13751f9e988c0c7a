type Props = {
  submitting: boolean;
  /** the clear button needs JavaScript: it shows once the form is hydrated */
  hydrated: boolean;
  onClear: () => void;
};

/** The submit button ("Scheduling..." while sending) and, with JavaScript, the button that clears the form. */
export function FormActions({ submitting, hydrated, onClear }: Props) {
  return (
    <div className="actions">
      <button type="submit" className="submit" disabled={submitting}>
        {submitting ? 'Scheduling...' : 'Schedule Appointment'}
      </button>
      {hydrated && (
        <button type="button" className="clear-form" onClick={onClear} disabled={submitting}>
          Clear form
        </button>
      )}
    </div>
  );
}
