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
        // Asked first: a tap meant for the button above it emptied everything typed, with no way back.
        <button
          type="button"
          className="clear-form"
          onClick={() => confirm('Clear everything you typed in this form?') && onClear()}
          disabled={submitting}
        >
          Clear form
        </button>
      )}
    </div>
  );
}
