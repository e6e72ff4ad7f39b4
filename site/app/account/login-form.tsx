import schema from '#generated/schemas/login.json';
import * as validatorModule from '#generated/validators/login.js';

import { formOfSchema } from './schema-form.tsx';

/** E-mail and password (schemas/login.schema.json). */
export default formOfSchema(schema, validatorModule);
