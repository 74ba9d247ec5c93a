import { ApiExtraModels, PartialType } from '@nestjs/swagger';
import { CreateDestinationRequest } from './create-destination.request.js';

/**
 * Body of PATCH /api/destinations/{id}: only the changed fields. null or '' clears a field (the name
 * cannot be cleared: 400 'Name is required'); an empty body changes nothing.
 */
@ApiExtraModels(CreateDestinationRequest)
export class UpdateDestinationRequest extends PartialType(CreateDestinationRequest) {}
