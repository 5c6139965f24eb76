import { Module } from '@nestjs/common';
import { DecisionService } from './decision-service';
import { RecommendationsController } from './recommendations.controller';

/** The site's recommendation items, ordered by the decision service (spec 001 s7). */
@Module({ controllers: [RecommendationsController], providers: [DecisionService] })
export class RecommendationsModule {}
