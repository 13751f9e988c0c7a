import { describe, expect, it } from 'vitest';
import generated from '../shared/config.generated.json';
import { takeConfig, type ScreenConfig } from './config';
import { fieldsOf, inFieldOrder } from './field-order';

describe('a new file in its form’s order', () => {
  it('orders every mapping, in lists and groups too, and keeps keys the form does not know last', () => {
    const fields = [
      { name: 'id' },
      { name: 'name' },
      { name: 'items', fields: [{ name: 'title' }, { name: 'text' }] },
      { name: 'facts', fields: [{ name: 'value' }, { name: 'source' }] },
    ];
    const data = { facts: { source: 's', value: 'v' }, other: 1, items: [{ text: 't', title: 'T' }], name: 'n', id: 'i' };
    const ordered = inFieldOrder(data, fields) as Record<string, unknown>;
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({ id: 'i', name: 'n', items: [{ title: 'T', text: 't' }], facts: { value: 'v', source: 's' }, other: 1 }),
    );
  });

  it('finds the form of each collection a new entry is made in', () => {
    takeConfig(generated as ScreenConfig);
    for (const name of ['cities', 'services', 'brands']) expect(fieldsOf(name).map((formField) => formField.name)[0], name).toBe('id');
  });
});
