/**
 * Every validation message the specification quotes (spec 000 §5/§8, 001 §5/§8, 002 §5/§8), word for word.
 * `field`: a schema rule produces it (a row in *.rows.ts proves it). `catalogue`: no field rule
 * produces it (file checks, server answers); it stands in schemas/_catalogue/messages.json.
 * The four generic admin messages are templates: rows prove them with concrete labels.
 */
export const QUOTED_FIELD_MESSAGES: Record<'000' | '001' | '002', string[]> = {
  '000': [
    'Please enter your email!',
    'Please enter email!',
    'Invalid email address!',
    'Please enter your name!',
    'Please enter your first name!',
    'Please enter your last name!',
    'Please enter your phone number!',
    'Please enter preferred city!',
    'Please enter preferred locality!',
    'Please Enter Only Digits',
    'Please Enter 10 Digits Phone Number',
    'Please fill all fields to submit',
    'Please Enter Correct Number',
    'Please Enter A Valid 10 Digit Mobile Number',
    'Please enter a valid mobile number',
    'Please input your name!',
    'Please input your email!',
    'Please input your mobile number!',
    'Please input your designation!',
    'Please provide a valid message!',
    'Please accept the terms!',
    'Please select at least one payment option',
    'Name is required',
    'Name must be at least 2 characters',
    'Phone number is required',
    'Phone number must be 10 digits',
    'Email is required',
    'Please enter a valid email address',
    'Date of visit is required',
    'Time of visit is required',
  ],
  '001': [
    'Missing bond id',
    'Missing bond fee',
    'Missing bond value',
    'Please Enter Correct Phone Number ',
    'Invalid Pin Code',
  ],
  '002': [
    'please enter same password in both fields',
    'Please enter preferred city!',
    'Please enter preferred locality!',
    'Please select the type of refund',
    'Enter condition',
    'Upload Claim document',
    'Upload document',
    'Missing bond id',
    'Missing bond fee',
    'Missing bond value',
    'Invalid Pin Code',
  ],
};

/** The generic admin messages (spec 002 §5): each must be proved by at least one row with a concrete label. */
export const GENERIC_TEMPLATES = [
  /^.+ is required!$/,
  /^.+ is not a valid email!$/,
  /^.+ is not a valid number!$/,
  /^.+ must be between \S+ and \S+$/,
];

/** Quoted messages that no field rule produces: they must stand in the catalogue. */
export const QUOTED_CATALOGUE_MESSAGES = [
  'You can only upload JPG/PNG file!',
  'Image must smaller than 2MB!',
  'You can only upload PDF file!',
  'Doc must smaller than 10MB!',
  '{name} is not a png file',
  'Phone Number is Taken',
  'Approved amount is more than eligible amount',
  'Wrong OTP!!!',
  'File size too large',
  'Captcha Verification failed',
  'Verification failed',
];
