import schema from '#generated/schemas/forgot-password.json';
import * as validatorModule from '#generated/validators/forgot-password.js';

import { formOfSchema } from './schema-form.tsx';

/** The account's e-mail address (schemas/forgot-password.schema.json). */
export default formOfSchema(schema, validatorModule);
