// GET /api/admin/monitoring: conversion and payment health from checkout sessions, the ledger and webhook events.
import { monitoringStats } from "@/lib/admin/monitoring";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin" }, async () => monitoringStats());
