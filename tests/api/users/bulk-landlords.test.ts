import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { ALL, staffRole } from './fixtures.ts';

type U = Awaited<ReturnType<typeof makeUser>>;
let api: TestApi;
let admin: U, reader: U, landlord: U, taken: U;

beforeAll(async () => {
  api = await startTestApi();
  await staffRole(api, 'admin', ALL);
  await staffRole(api, 'staff', []);
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  reader = await makeUser(api, { userType: 'internal', role: 'staff' });
  landlord = await makeUser(api, { userType: 'landlord' });
  taken = await makeUser(api, { userType: 'tenant', phone: '919800000001' });
}, 120_000);
afterAll(() => api?.close());

const upload = (fileName: string, data: Buffer | string, token = admin.token) =>
  api.request({
    method: 'POST',
    url: '/api/v1/profile/landlord/bulkUpload',
    token,
    payload: { fileName, file: Buffer.from(data).toString('base64') },
  });
const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';
const usersWith = (emails: string[]) => api.db.selectFrom('user').selectAll().where('email', 'in', emails).execute();

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Landlords');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('POST /profile/landlord/bulkUpload', () => {
  it('checks every row before writing: one bad row and nothing is saved, each error under its row, the failed rows back as a file', async () => {
    const file = csv(
      'Name,Email,Phone',
      'Ravi Kumar,ravi.k@nivaas.test,98765 43210',
      'Bad Row,not-an-email,98765',
      'Meena Shah,RAVI.K@nivaas.test,',
      'Old Friend,' + taken.email + ',+91 98000 00001',
      ',,',
      'Good Two,good.two@nivaas.test,09876500001',
    );
    const res = await upload('landlords.csv', file);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('3 of 5 rows have errors: nothing was saved');
    expect(body.errors).toEqual({
      'rows.3.email': 'Email is not a valid email!',
      'rows.3.phone': 'Please Enter 10 Digits Phone Number',
      'rows.4.email': 'Email repeats row 2',
      'rows.5.email': 'Email already taken',
      'rows.5.phone': 'Phone Number is Taken',
    });
    expect(body.rows.map((r: any) => r.row)).toEqual([3, 4, 5]);
    expect(body.rows[0]).toMatchObject({ name: 'Bad Row', email: 'not-an-email', phone: '98765' });
    expect(body.failedFile).toMatchObject({ name: 'failed-rows.csv', type: 'text/csv; charset=utf-8' });
    const failed = Buffer.from(body.failedFile.content, 'base64').toString('utf8').trim().split('\r\n');
    expect(failed[0]).toBe('Name,Email,Phone,Error');
    expect(failed[1]).toBe(
      'Bad Row,not-an-email,98765,Email is not a valid email!; Please Enter 10 Digits Phone Number',
    );
    expect(failed).toHaveLength(4);
    expect(await usersWith(['ravi.k@nivaas.test', 'good.two@nivaas.test'])).toHaveLength(0);
    expect(await api.db.selectFrom('invite').select('id').execute()).toHaveLength(0);
    expect(await api.db.selectFrom('outbox_message').select('id').execute()).toHaveLength(0);
  });

  it('writes a good XLSX file: landlord accounts through the user operation, an invitation e-mailed to each, the audit trail', async () => {
    const book = await xlsx([
      ['Full Name', 'Email Address', 'Mobile Number'],
      ['Asha Verma', { text: 'Asha.Verma@Nivaas.test', hyperlink: 'mailto:asha.verma@nivaas.test' }, 9876543210],
      [],
      ['Kiran Rao', 'kiran.rao@nivaas.test', null],
    ]);
    const res = await upload('landlords.xlsx', book);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 2, message: '2 landlords added and invited' });
    const users = await usersWith(['asha.verma@nivaas.test', 'kiran.rao@nivaas.test']);
    expect(
      users.map((u) => [u.name, u.userType, u.type, u.role, u.phone ?? null, u.invitedBy, u.password ?? null]).sort(),
    ).toEqual([
      ['Asha Verma', 'landlord', 'landlord', 'landlord', '919876543210', admin.id, null],
      ['Kiran Rao', 'landlord', 'landlord', 'landlord', null, admin.id, null],
    ]);
    const invites = await api.db
      .selectFrom('invite')
      .selectAll()
      .where('inviteeEmail', 'in', ['asha.verma@nivaas.test', 'kiran.rao@nivaas.test'])
      .execute();
    expect(invites.map((i) => [i.status, i.userType, i.role])).toEqual([
      ['sent', 'landlord', 'landlord'],
      ['sent', 'landlord', 'landlord'],
    ]);
    const mail = await api.db
      .selectFrom('outbox_message')
      .selectAll()
      .where('to', '=', 'asha.verma@nivaas.test')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('/register?invite=');
    const audited = await api.db
      .selectFrom('audit_entry')
      .select(['resource', 'action'])
      .where('actorId', '=', admin.id)
      .execute();
    expect(audited.filter((a) => a.resource === 'user' && a.action === 'create')).toHaveLength(2);
    const list = (
      await api.request({
        method: 'GET',
        url: '/api/v1/users?userType=landlord&page=1&limit=10&email=asha',
        token: admin.token,
      })
    ).json();
    expect(list.results).toEqual([expect.objectContaining({ name: 'Asha Verma', email: 'asha.verma@nivaas.test' })]);
    // The e-mailed link completes the account: name and phone stay, a landlord code is given.
    const invite = invites.find((i) => i.inviteeEmail === 'asha.verma@nivaas.test')!;
    const joined = await api.request({
      method: 'POST',
      url: `/api/v1/auth/register?invite=${invite.id}`,
      payload: { email: 'asha.verma@nivaas.test', password: 'Landlord#123', userType: 'landlord' },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user).toMatchObject({
      name: 'Asha Verma',
      phone: '919876543210',
      userType: 'landlord',
      landlordCode: expect.stringMatching(/^NVL/),
    });
  });

  it('gives the failed rows of an XLSX file back as XLSX, without an Error column they already had', async () => {
    const res = await upload(
      'fixed.xlsx',
      await xlsx([
        ['Name', 'Email', 'Error'],
        ['', 'nobody@nivaas.test', 'Name is required!'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'rows.2.name': 'Name is required!' });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(Buffer.from(res.json().failedFile.content, 'base64') as any);
    expect(res.json().failedFile.name).toBe('failed-rows.xlsx');
    expect(back.worksheets[0].getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Error']);
    expect(back.worksheets[0].getRow(2).getCell(3).value).toBe('Name is required!');
  });

  it('checks the file by its content and size, and its columns', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refusal = async (name: string, data: Buffer | string) => {
      const res = await upload(name, data);
      return [res.statusCode, res.json().errors?.file];
    };
    expect(await refusal('landlords.csv', png)).toEqual([400, 'You can only upload a CSV or XLSX file!']);
    expect(await refusal('landlords.xlsx', csv('Name,Email', 'A,a@nivaas.test'))).toEqual([
      400,
      'You can only upload a CSV or XLSX file!',
    ]);
    expect(await refusal('landlords.txt', csv('Name,Email', 'A,a@nivaas.test'))).toEqual([
      400,
      'You can only upload a CSV or XLSX file!',
    ]);
    expect(await refusal('landlords.csv', Buffer.alloc(600 * 1024, 'a'))).toEqual([413, 'File size too large']);
    expect(await refusal('landlords.csv', csv('Name,Phone', 'A,9876543210'))).toEqual([
      400,
      'The file has no Email column',
    ]);
    expect(await refusal('landlords.csv', csv('Name,Email'))).toEqual([
      400,
      'The file has no landlords: a header row (Name, Email, Phone) and one landlord a row',
    ]);
    expect(await refusal('landlords.csv', 'Name,Email\r\n"A,a@nivaas.test\r\n')).toEqual([
      400,
      expect.stringContaining('The file could not be read as CSV'),
    ]);
    const missing = await api.request({
      method: 'POST',
      url: '/api/v1/profile/landlord/bulkUpload',
      token: admin.token,
      payload: { fileName: 'x.csv' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.file).toBe('File is required!');
  });

  it('is for staff who may create users', async () => {
    const file = csv('Name,Email', 'Sneaky,sneaky@nivaas.test');
    expect((await upload('l.csv', file, landlord.token)).statusCode).toBe(403);
    expect((await upload('l.csv', file, reader.token)).statusCode).toBe(403);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/profile/landlord/bulkUpload',
          payload: { fileName: 'l.csv', file: 'TmFtZQ==' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await usersWith(['sneaky@nivaas.test'])).toHaveLength(0);
  });

  it('writes all rows or none when two uploads race for one address', async () => {
    const [a, b] = await Promise.all([
      upload('a.csv', csv('Name,Email', 'Only A,only.a@nivaas.test', 'Shared,shared@nivaas.test')),
      upload('b.csv', csv('Name,Email', 'Only B,only.b@nivaas.test', 'Shared,shared@nivaas.test')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().rows).toEqual([expect.objectContaining({ row: 3, email: 'shared@nivaas.test' })]);
    const written = (await usersWith(['only.a@nivaas.test', 'only.b@nivaas.test', 'shared@nivaas.test']))
      .map((u) => u.email)
      .sort();
    expect(written).toEqual(
      a.statusCode === 201
        ? ['only.a@nivaas.test', 'shared@nivaas.test']
        : ['only.b@nivaas.test', 'shared@nivaas.test'],
    );
  });
});
