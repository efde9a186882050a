/** multipart/form-data bodies for app.inject, built by the platform's own FormData. */
export interface FormFile {
  name?: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

export async function multipart(
  fields: Record<string, string | number | undefined>,
  files: FormFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  for (const f of files) {
    form.append(
      f.name ?? 'image',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }),
      f.filename ?? 'photo.png',
    );
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
