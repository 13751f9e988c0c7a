import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv, leadsText } from './lead-export';
import type { Lead } from './lead-store';

const lead: Lead = {
  id: 7, receivedAt: '2031-03-17T14:05:00.000Z', name: 'Ana "Annie" Ruiz', phone: '+1 813 555 0123', email: 'ana@example.com',
  street: '1 Main St, Apt 2', city: 'Tampa', state: 'Florida', zip: '33602', date: '2031-03-20', time: '9:00 AM',
  serviceType: 'Other', issue: 'Line one\nline two',
};

describe('lead export', () => {
  it('writes RFC 4180 CSV with a header', () => {
    const csv = leadsCsv([lead]);
    const [head, row] = csv.split('\r\n');
    expect(head).toBe('id,received_at,name,phone,email,street,city,state,zip,preferred_date,preferred_time,service_type,issue');
    expect(row).toContain('"Ana ""Annie"" Ruiz",+1 813 555 0123,ana@example.com,"1 Main St, Apt 2"');
    expect(csv).toContain('"Line one\nline two"');
  });
  it('defuses values a spreadsheet would run as formulas, but not phone numbers', () => {
    expect(csvCell('=HYPERLINK("http://x.example")')).toBe(`"'=HYPERLINK(""http://x.example"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+1 (813) 555-0123')).toBe('+1 (813) 555-0123');
    expect(csvCell('+cmd|x')).toBe("'+cmd|x");
  });
  it('lists leads readably, with the date as the form shows it, and no terminal control codes', () => {
    const text = leadsText([{ ...lead, name: 'Ana\u001b[2J' }]);
    expect(text).toContain('#7');
    expect(text).toContain('visit: March 20, 2031 at 9:00 AM');
    expect(text).toContain('issue: Line one / line two');
    expect(text).not.toContain('\u001b');
    expect(leadsText([])).toBe('No leads yet.\n');
  });
});
