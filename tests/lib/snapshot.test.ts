import { describe, expect, it } from 'vitest';
import { ossUrl, parseAddressSnapshot, parseProductSnapshot } from '../../src/lib/snapshot';

describe('order snapshots (product and address arrive as JSON text)', () => {
  it('parses well-formed product and address text', () => {
    expect(parseProductSnapshot('{"pictures":["a.jpg","b.jpg"],"name":"Eggs","spec":"30 pcs"}')).toEqual({
      pictures: ['a.jpg', 'b.jpg'],
      name: 'Eggs',
      spec: '30 pcs',
    });
    expect(parseAddressSnapshot('{"name":"Li","phone":"13800000000","address":"1 Road"}')).toEqual({
      name: 'Li',
      phone: '13800000000',
      address: '1 Road',
    });
  });

  it('returns empty fields for malformed JSON, never throws', () => {
    expect(parseProductSnapshot('{"name":"Eggs",')).toEqual({ pictures: [], name: '', spec: '' });
    expect(parseAddressSnapshot('not json')).toEqual({ name: '', phone: '', address: '' });
  });

  it('returns empty fields for null, undefined, numbers, arrays and JSON null', () => {
    for (const value of [null, undefined, 42, [], 'null', '[1,2]', '"text"', '']) {
      expect(parseProductSnapshot(value)).toEqual({ pictures: [], name: '', spec: '' });
      expect(parseAddressSnapshot(value)).toEqual({ name: '', phone: '', address: '' });
    }
  });

  it('keeps the fields of the right type and drops the wrong ones', () => {
    expect(parseProductSnapshot('{"pictures":[1,"a.jpg",null],"name":{"x":1},"spec":7}')).toEqual({
      pictures: ['a.jpg'],
      name: '',
      spec: '7',
    });
    expect(parseProductSnapshot('{"pictures":"a.jpg,b.jpg","name":"Eggs"}').pictures).toEqual(['a.jpg', 'b.jpg']);
    expect(parseAddressSnapshot('{"name":null,"phone":13800000000,"address":"1 Road"}')).toEqual({
      name: '',
      phone: '13800000000',
      address: '1 Road',
    });
  });

  it('accepts an already-parsed object (a backend that sends objects)', () => {
    expect(parseProductSnapshot({ name: 'Eggs', spec: 's', pictures: ['k'] }).name).toBe('Eggs');
  });

  it('serves image keys under /oss/', () => {
    expect(ossUrl('p/1.jpg')).toBe('/oss/p/1.jpg');
    expect(ossUrl('/oss/p/1.jpg')).toBe('/oss/p/1.jpg');
    expect(ossUrl('https://cdn.example.com/1.jpg')).toBe('https://cdn.example.com/1.jpg');
  });
});
