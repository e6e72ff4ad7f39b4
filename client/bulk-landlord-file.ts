/**
 * The bulk landlord file (decision 036), as the console checks it before sending and the server checks it on
 * arrival: a CSV or XLSX of at most 512 KB (a few thousand landlords).
 */
export const BULK_LANDLORD_FILE_MAX_BYTES = 512 * 1024;
