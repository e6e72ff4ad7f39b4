import schema from '#generated/schemas/reset-password.json';
import * as validatorModule from '#generated/validators/reset-password.js';

import { formOfSchema } from './schema-form.tsx';

/** New password and its confirmation (schemas/reset-password.schema.json: 'please enter same password in both fields'). */
export default formOfSchema(schema, validatorModule);
