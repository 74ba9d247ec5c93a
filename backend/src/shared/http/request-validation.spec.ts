import 'reflect-metadata';
import { IsDefined, IsInt, IsOptional, IsString, Max, MaxLength } from 'class-validator';
import { KernelErrorCode } from '../domain/kernel.errors.js';
import { requestPipes } from './request-pipes.js';
import { RequestValidationError } from './request-validation.js';
import { RequiredCode, requiredCodesOfSchema } from './required-code.decorator.js';

class NoteRequest {
  @RequiredCode(KernelErrorCode.BadRequest)
  @IsString({ message: 'text must be a string' })
  @MaxLength(10, { message: 'text must be at most 10 characters' })
  text: string;

  @IsDefined({ message: 'Stars are required' })
  @IsInt({ message: 'stars must be a whole number' })
  @Max(5, { message: 'stars must be at most 5' })
  stars: number;

  @IsOptional()
  @IsString({ message: 'tag must be a string' })
  @MaxLength(5, { message: 'tag must be at most 5 characters' })
  tag?: string;
}

async function refusal(body: unknown): Promise<RequestValidationError> {
  let value = body;
  try {
    for (const pipe of requestPipes()) value = await pipe.transform(value, { type: 'body', metatype: NoteRequest });
  } catch (error) {
    if (error instanceof RequestValidationError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

describe('missing required fields (the global ValidationPipe)', () => {
  it('says only "required" of each missing field, in its @IsDefined words or as "<field> is required"', async () => {
    const error = await refusal({});
    expect(error.fields).toEqual([
      { field: 'text', messages: ['text is required'] },
      { field: 'stars', messages: ['Stars are required'] },
    ]);
    expect(error.message).not.toMatch(/at most|must be/);
  });

  it.each([null, '', '   '])('counts %j as missing, and answers the code the DTO declares', async (blank) => {
    const error = await refusal({ text: blank, stars: 3 });
    expect(error.fields).toEqual([{ field: 'text', messages: ['text is required'] }]);
    expect([error.code, error.codeField]).toEqual([KernelErrorCode.BadRequest, 'text']);
  });

  it('leaves an optional field alone and says one thing of a value that is there: its type before its size', async () => {
    const error = await refusal({ text: 'x'.repeat(11), stars: 'many', tag: 'too long' });
    expect(error.fields).toEqual([
      { field: 'text', messages: ['text must be at most 10 characters'] },
      { field: 'stars', messages: ['stars must be a whole number'] },
      { field: 'tag', messages: ['tag must be at most 5 characters'] },
    ]);
    expect(error.code).toBeUndefined();
    expect((await refusal({ text: 'ok', stars: 9 })).fields).toEqual([
      { field: 'stars', messages: ['stars must be at most 5'] },
    ]);
  });

  it('lists the declared codes under the schema name of the class', () => {
    expect(requiredCodesOfSchema('NoteRequest')).toEqual([KernelErrorCode.BadRequest]);
    expect(requiredCodesOfSchema('NoSuchRequest')).toEqual([]);
  });
});
