import { LIMITS } from '@agency/schema/validation';
import type { FastifyRequest } from 'fastify';

export interface ReceivedFile {
  field: string;
  filename: string;
  data: Buffer;
  /** The file went over the per-photo limit and was cut short. */
  truncated: boolean;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Set when the body broke a multipart limit (too many files, fields or parts). */
  overLimit: boolean;
}

/** Multipart limits per form: one byte over the photo limit tells "too large" from "exactly at the limit". */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.photoMaxBytes + 1,
  files: LIMITS.photosRequired + 4,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 60,
};

/** Reads the whole multipart body (files buffered: at most a few photos of 8 MB). */
export async function readMultipart(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, files: [], overLimit: false };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        form.files.push({ field: part.fieldname, filename: part.filename ?? '', data, truncated: part.file.truncated });
      } else if (!(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (/FILES_LIMIT|FIELDS_LIMIT|PARTS_LIMIT|FIELD_SIZE/.test(code)) form.overLimit = true;
    else throw error;
  }
  return form;
}
