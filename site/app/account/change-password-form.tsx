import schema from '#generated/schemas/change-password.json';
import * as validatorModule from '#generated/validators/change-password.js';

import { formOfSchema } from './schema-form.tsx';

/** The new password (schemas/change-password.schema.json). */
export default formOfSchema(schema, validatorModule);
