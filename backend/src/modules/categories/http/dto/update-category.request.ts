import { PartialType } from '@nestjs/swagger';
import { CreateCategoryRequest } from './create-category.request.js';

/**
 * Body of PATCH /api/categories/{id}: only the changed fields; null or '' clears the icon or the colour.
 * A type change is refused (409 CATEGORY_IN_USE) when the category's destinations or services would then sit
 * in a category of the wrong kind.
 */
export class UpdateCategoryRequest extends PartialType(CreateCategoryRequest) {}
