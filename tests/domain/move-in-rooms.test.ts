import { describe, expect, it } from 'vitest';

import { itemsOfRoom, moveInRoomLabel, moveInRoomsOf } from '#client/move-in-items.ts';
import { accountPrefill } from '#site/forms/account-prefill.ts';

describe("the move-in report's rooms follow the property record", () => {
  it('a double-shared room is that room and its bathroom, not every room of the building', () => {
    const rooms = moveInRoomsOf({ propertyType: 'Double Shared', No_of_Bedrooms: 9, noOfBathrooms: 9 });
    expect(rooms).toEqual(['bedroom1', 'bathroom1']);
    expect(rooms.flatMap(itemsOfRoom).length).toBeLessThan(20);
    expect(rooms.map((r) => moveInRoomLabel(r, rooms, 'Double Shared'))).toEqual(['Your Room', 'Bathroom']);
  });

  it('a whole home has its living room, kitchen and each bedroom and bathroom; a studio its room, kitchen and bathroom', () => {
    const villa = moveInRoomsOf({ propertyType: 'Villa', No_of_Bedrooms: 3, noOfBathrooms: 2 });
    expect(villa).toEqual(['livingroom', 'kitchen', 'bedroom1', 'bedroom2', 'bedroom3', 'bathroom1', 'bathroom2']);
    expect(villa.map((r) => moveInRoomLabel(r, villa, 'Villa'))).toEqual([
      'Living Room',
      'Kitchen',
      'Bedroom 1',
      'Bedroom 2',
      'Bedroom 3',
      'Bathroom 1',
      'Bathroom 2',
    ]);
    expect(moveInRoomsOf({ propertyType: 'Studio' })).toEqual(['bedroom1', 'kitchen', 'bathroom1']);
    expect(moveInRoomsOf({ propertyType: 'Shared Villa', No_of_Bedrooms: 4 })).toEqual([
      'bedroom1',
      'bathroom1',
      'livingroom',
      'kitchen',
    ]);
    expect(moveInRoomsOf(undefined)).toEqual(['livingroom', 'kitchen', 'bedroom1', 'bathroom1']);
  });
});

describe("a signed-in account's lead form", () => {
  const contact = { name: 'Asha Rao Kumar', email: 'asha@example.in', phone: '919812345601' };
  it('starts with its name, e-mail and the 10-digit phone, only for fields the form has', () => {
    expect(accountPrefill({ name: {}, email: {}, phone: {}, content: {} }, contact)).toEqual({
      name: 'Asha Rao Kumar',
      email: 'asha@example.in',
      phone: '9812345601',
    });
    expect(accountPrefill({ name: {}, lastName: {}, phone: {} }, contact)).toEqual({
      name: 'Asha',
      lastName: 'Rao Kumar',
      phone: '9812345601',
    });
    expect(accountPrefill({ name: {}, email: {} }, undefined)).toEqual({});
    expect(accountPrefill({ phone: {} }, { phone: '12345' })).toEqual({});
  });
});
