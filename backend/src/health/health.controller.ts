import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../shared/auth/auth.decorators.js';
import { Readiness } from './readiness.js';

const CHECK_TIMEOUT_MS = 3_000;

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database: 'up' | 'down';
}

export class LivenessResponse {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';
}

export class ReadinessResponse {
  @ApiProperty({ enum: ['ready', 'draining', 'unavailable'], example: 'ready' })
  status: 'ready' | 'draining' | 'unavailable';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database: 'up' | 'down';
}

/**
 * Health for load balancers, orchestrators and monitors: /health (the database answers SELECT 1 or not), /health/live
 * (the process runs: restart it when this fails) and /health/ready (send it requests: the database answers and the
 * process is not draining after SIGTERM).
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
  ) {}

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

  @Get('live')
  @ApiOperation({
    summary: 'Liveness',
    description: 'The process runs and its event loop answers; no database query. Public.',
  })
  @ApiOkResponse({ type: LivenessResponse })
  live(@Res({ passthrough: true }) res: Response): LivenessResponse {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness',
    description:
      'Whether to send this process requests: the database answers and it is not shutting down (503 from SIGTERM on). Public.',
  })
  @ApiOkResponse({ type: ReadinessResponse, description: "{ status: 'ready', database: 'up' }" })
  @ApiServiceUnavailableResponse({
    type: ReadinessResponse,
    description: "{ status: 'draining' | 'unavailable', database }",
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessResponse> {
    res.setHeader('Cache-Control', 'no-store');
    if (this.readiness.draining) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'draining', database: 'up' };
    }
    if (await this.databaseAnswers()) return { status: 'ready', database: 'up' };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'unavailable', database: 'down' };
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
