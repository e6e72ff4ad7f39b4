-- The roles and what each may do (hand-written; decision 047). A fresh database, demo data or not, has them.
-- modules: one entry per console module the role sees: `permissions` lists 'create', 'update' and
-- 'delete' (empty: read only); `features` switches on a feature inside the module. The server reads
-- these rows (server/auth, server/users) and an admin edits them at /api/v1/roles; the demo data
-- (seed/) only adds people who hold them. Staff and partner roles: userType internal and partner.
-- ON CONFLICT: a database that already holds a role of that name keeps it as it is.
INSERT INTO "role" ("name", "userType", "modules") VALUES ('admin', 'internal', '[
    {"module":"users","label":"Users","permissions":["create","update","delete"]},
    {"module":"tenants","label":"Tenants","permissions":["create","update","delete"]},
    {"module":"properties","label":"Properties","permissions":["create","update","delete"]},
    {"module":"claims","label":"Claim","permissions":["create","update","delete"]},
    {"module":"products","label":"Product Management","permissions":["create","update","delete"],"features":["bond feature"]},
    {"module":"eligibility","label":"Eligibility","permissions":["create","update","delete"],"features":["Eligibility"]},
    {"module":"wallet","label":"Wallet","permissions":["create","update","delete"]},
    {"module":"bonds","label":"Bonds","permissions":["create","update","delete"]},
    {"module":"bondRequests","label":"Bond Requests","permissions":["create","update","delete"]},
    {"module":"inspections","label":"Inspections","permissions":["create","update","delete"]},
    {"module":"payments","label":"Payments","permissions":["create","update","delete"]},
    {"module":"reports","label":"Reports","permissions":["create","update","delete"]},
    {"module":"settings","label":"Settings","permissions":["create","update","delete"]},
    {"module":"content","label":"Content","permissions":["create","update","delete"]},
    {"module":"leads","label":"Leads","permissions":["create","update","delete"]},
    {"module":"visits","label":"Visits","permissions":["create","update","delete"]},
    {"module":"shortlists","label":"Shortlists","permissions":["create","update","delete"]},
    {"module":"consent","label":"Consents","permissions":["create","update","delete"]},
    {"module":"notification","label":"Notifications","permissions":["create","update","delete"]},
    {"module":"roles","label":"Roles","permissions":["create","update","delete"]},
    {"module":"tokens","label":"API Tokens","permissions":["create","update","delete"]},
    {"module":"webhooks","label":"Webhooks","permissions":["create","update","delete"]},
    {"module":"audit","label":"Audit Trail","permissions":["create","update","delete"]}
  ]'::jsonb)
  ON CONFLICT ("userType", "name") DO NOTHING;
INSERT INTO "role" ("name", "userType", "modules") VALUES ('underwriter', 'internal', '[
    {"module":"users","label":"Users","permissions":["update"]},
    {"module":"tenants","label":"Tenants","permissions":["update"]},
    {"module":"eligibility","label":"Eligibility","permissions":["update"],"features":["Eligibility"]},
    {"module":"properties","label":"Properties","permissions":[]},
    {"module":"bonds","label":"Bonds","permissions":["update"]},
    {"module":"bondRequests","label":"Bond Requests","permissions":["update"]},
    {"module":"inspections","label":"Inspections","permissions":[]},
    {"module":"claims","label":"Claim","permissions":["update"]},
    {"module":"products","label":"Product Management","permissions":[]},
    {"module":"payments","label":"Payments","permissions":[]},
    {"module":"reports","label":"Reports","permissions":[]},
    {"module":"settings","label":"Settings","permissions":[]},
    {"module":"leads","label":"Leads","permissions":[]}
  ]'::jsonb)
  ON CONFLICT ("userType", "name") DO NOTHING;
INSERT INTO "role" ("name", "userType", "modules") VALUES ('financeHead', 'internal', '[
    {"module":"users","label":"Users","permissions":[]},
    {"module":"tenants","label":"Tenants","permissions":[]},
    {"module":"properties","label":"Properties","permissions":[]},
    {"module":"wallet","label":"Wallet","permissions":["create","update"]},
    {"module":"payments","label":"Payments","permissions":["create","update"]},
    {"module":"bonds","label":"Bonds","permissions":["update"]},
    {"module":"claims","label":"Claim","permissions":["update"]},
    {"module":"products","label":"Product Management","permissions":[]},
    {"module":"reports","label":"Reports","permissions":["create"]},
    {"module":"settings","label":"Settings","permissions":[]}
  ]'::jsonb)
  ON CONFLICT ("userType", "name") DO NOTHING;
INSERT INTO "role" ("name", "userType", "modules") VALUES ('staff', 'internal', '[
    {"module":"users","label":"Users","permissions":[]},
    {"module":"tenants","label":"Tenants","permissions":[]},
    {"module":"properties","label":"Properties","permissions":[]},
    {"module":"claims","label":"Claim","permissions":[]},
    {"module":"products","label":"Product Management","permissions":[]},
    {"module":"eligibility","label":"Eligibility","permissions":[]},
    {"module":"bonds","label":"Bonds","permissions":[]},
    {"module":"bondRequests","label":"Bond Requests","permissions":[]},
    {"module":"inspections","label":"Inspections","permissions":[]},
    {"module":"payments","label":"Payments","permissions":[]},
    {"module":"reports","label":"Reports","permissions":[]},
    {"module":"settings","label":"Settings","permissions":[]},
    {"module":"content","label":"Content","permissions":[]},
    {"module":"leads","label":"Leads","permissions":[]},
    {"module":"visits","label":"Visits","permissions":[]}
  ]'::jsonb)
  ON CONFLICT ("userType", "name") DO NOTHING;
INSERT INTO "role" ("name", "userType", "modules") VALUES ('partner', 'partner', '[
    {"module":"tenants","label":"Tenants","permissions":["create"]},
    {"module":"properties","label":"Properties","permissions":["create","update"]},
    {"module":"bonds","label":"Bonds","permissions":[]},
    {"module":"bondRequests","label":"Bond Requests","permissions":[]},
    {"module":"reports","label":"Reports","permissions":[]},
    {"module":"settings","label":"Settings","permissions":[]},
    {"module":"tokens","label":"API Tokens","permissions":["create","update","delete"]},
    {"module":"webhooks","label":"Webhooks","permissions":["create","update","delete"]}
  ]'::jsonb)
  ON CONFLICT ("userType", "name") DO NOTHING;
INSERT INTO "role" ("name", "userType", "modules") VALUES ('landlord', 'landlord', '[
    {"module":"tenants","label":"Tenants","permissions":[]},
    {"module":"properties","label":"Properties","permissions":["create","update","delete"]},
    {"module":"bonds","label":"Bonds","permissions":["update"]},
    {"module":"bondRequests","label":"Bond Requests","permissions":["update"]},
    {"module":"inspections","label":"Inspections","permissions":["update"]},
    {"module":"claims","label":"Claim","permissions":["create"]},
    {"module":"products","label":"Product Management","permissions":[]},
    {"module":"reports","label":"Reports","permissions":[]},
    {"module":"settings","label":"Settings","permissions":[]},
    {"module":"tokens","label":"API Tokens","permissions":["create","update","delete"]},
    {"module":"webhooks","label":"Webhooks","permissions":["create","update","delete"]}
  ]'::jsonb)
  ON CONFLICT ("userType", "name") DO NOTHING;
INSERT INTO "role" ("name", "userType", "modules") VALUES ('tenant', 'tenant', '[
    {"module":"bonds","label":"Bonds","permissions":["create"]},
    {"module":"bondRequests","label":"Bond Requests","permissions":["create"]},
    {"module":"inspections","label":"Inspections","permissions":["create"]},
    {"module":"payments","label":"Payments","permissions":["create"]},
    {"module":"wallet","label":"Wallet","permissions":[]},
    {"module":"claims","label":"Claim","permissions":[]},
    {"module":"settings","label":"Settings","permissions":[]},
    {"module":"consent","label":"Consents","permissions":["create"]}
  ]'::jsonb)
  ON CONFLICT ("userType", "name") DO NOTHING;
