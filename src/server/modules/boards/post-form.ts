/**
 * Reads a post form: multipart (text fields and at most one image file) or JSON (the reply form).
 * The text fields are checked by the contract's body schema, so both forms follow the same rules.
 * The image limit answers 400 'Image too large' (never 413), as do the form's other limits.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '#server/lib/errors.ts';
import { IMAGE_MAX_BYTES } from '#shared/rules/assessments.ts';
import { IMAGE_TOO_LARGE } from '#shared/rules/assessments.ts';
import { POST_CONTENT_MAX, POST_MESSAGES } from '#shared/rules/boards.ts';

/** The file field's name; any file part is taken as the image. */
export const IMAGE_FIELD = 'image';

/** Bytes a text field may take: the longest post in 4-byte characters, with room to spare. */
const FIELD_MAX_BYTES = POST_CONTENT_MAX * 4 + 1024;

export const multipartLimits = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: FIELD_MAX_BYTES,
};

export interface PostForm<T> {
  body: T;
  image: Buffer | null;
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** Parses text fields with the contract's body schema (the endpoint's, which carries the storable-text rule); a failure is a 400 with its first message. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(firstMessage(parsed.error));
  return parsed.data;
}

function multipartError(err: unknown): AppError {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(IMAGE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return badRequest(POST_MESSAGES.oneImage);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('The form has too many fields');
  return badRequest('The form could not be read. Please try again.');
}

export async function readPostForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<PostForm<z.output<S>>> {
  let fields: Record<string, unknown> = {};
  let image: Buffer | null = null;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // A form with no file chosen still sends an empty file part.
          if (data.length === 0 && !part.filename) continue;
          if (image) throw badRequest(POST_MESSAGES.oneImage);
          image = data;
        } else {
          if (part.valueTruncated) throw badRequest(POST_MESSAGES.tooLong);
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      throw err instanceof AppError ? err : multipartError(err);
    }
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    fields = { ...(request.body as Record<string, unknown>) };
  }
  // A form may send empty optional ids; they mean "none". Missing content is blank content.
  for (const key of ['parentId', 'boardId', 'removeImage']) if (fields[key] === '') delete fields[key];
  if (fields.content === undefined) fields.content = '';
  return { body: parseFields(schema, fields), image };
}
