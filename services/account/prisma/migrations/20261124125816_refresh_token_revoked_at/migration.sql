-- CreateIndex
CREATE INDEX "refresh_token_revoked_at_idx" ON "refresh_token"("revoked_at");
