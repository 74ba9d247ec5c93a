import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../shared/auth/auth.decorators.js';

const CHECK_TIMEOUT_MS = 3_000;

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database: 'up' | 'down';
}

/** Liveness and readiness for load balancers and monitors: the database answers SELECT 1 or not. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Health check', description: 'Whether the API and its database are up. Public.' })
  @ApiOkResponse({ type: HealthResponse, description: "{ status: 'ok', database: 'up' }" })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: "{ status: 'error', database: 'down' }" })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    res.setHeader('Cache-Control', 'no-store');
    if (await this.databaseAnswers()) return { status: 'ok', database: 'up' };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down' };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    const query = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
