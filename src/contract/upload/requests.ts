// Request schemas: uploads (documentation only: the mock reads it by hand).
// common/requests.ts says how a request schema is written and used.
import { z } from 'zod';

export const uploadBody = z.object({ file: z.file().meta({ description: '图片文件（png / jpg / gif / webp，≤ 5 MB）' }) });
