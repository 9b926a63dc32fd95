# Windows code signing through a cloud signing service: Azure Trusted Signing, whose keys stay in its
# hardware (code-signing keys may no longer be exported as a .pfx since 2023). Used by
# .github/workflows/installers.yml; skipped there when the service is not configured, and then the
# installer is built unsigned (SmartScreen shows "unknown publisher").
#
#   sign.ps1 FILE...          sign and timestamp the files (mjgui.exe, mjgui-cli.exe) before ISCC runs
#   sign.ps1 -InnoSignTool    print the command for ISCC's /Smjgui=..., which signs the setup and the
#                             uninstaller: Inno Setup replaces $q with a quote and $f with the file
#
# Configuration (repository variables and secrets; the client library reads the AZURE_* credentials):
#   TRUSTED_SIGNING_ENDPOINT  e.g. https://weu.codesigning.azure.net
#   TRUSTED_SIGNING_ACCOUNT   the signing account's name
#   TRUSTED_SIGNING_PROFILE   the certificate profile's name
#   AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET   an app registration allowed to sign
#   TRUSTED_SIGNING_CLIENT_VERSION (optional)   the Microsoft.Trusted.Signing.Client package version
param(
    [switch]$InnoSignTool,
    [Parameter(ValueFromRemainingArguments = $true)][string[]]$Files
)
$ErrorActionPreference = "Stop"
foreach ($name in "TRUSTED_SIGNING_ENDPOINT", "TRUSTED_SIGNING_ACCOUNT", "TRUSTED_SIGNING_PROFILE") {
    if (-not [Environment]::GetEnvironmentVariable($name)) { throw "$name is not set: see packaging/windows/sign.ps1" }
}
# Windows PowerShell 5.1 as well as PowerShell 7 (no `??`, no `?.`, no `&&`): a maintainer may sign by hand
$temp = if ($env:RUNNER_TEMP) { $env:RUNNER_TEMP } else { $env:TEMP }
$tools = Join-Path $temp "trusted-signing"
$dlib = Get-ChildItem $tools -Recurse -Filter Azure.CodeSigning.Dlib.dll -ErrorAction SilentlyContinue |
    Where-Object { $_.FullName -match '\\x64\\' } | Select-Object -First 1
if (-not $dlib) {
    $package = "Microsoft.Trusted.Signing.Client"
    $nugetArgs = @("install", $package, "-OutputDirectory", $tools, "-NonInteractive")
    if ($env:TRUSTED_SIGNING_CLIENT_VERSION) { $nugetArgs += @("-Version", $env:TRUSTED_SIGNING_CLIENT_VERSION) }
    & nuget @nugetArgs | Out-Null
    if ($LASTEXITCODE -ne 0) { throw "nuget install $package failed" }
    $dlib = Get-ChildItem $tools -Recurse -Filter Azure.CodeSigning.Dlib.dll |
        Where-Object { $_.FullName -match '\\x64\\' } | Select-Object -First 1
}
$metadata = Join-Path $tools "metadata.json"
$json = @{
    Endpoint               = $env:TRUSTED_SIGNING_ENDPOINT
    CodeSigningAccountName = $env:TRUSTED_SIGNING_ACCOUNT
    CertificateProfileName = $env:TRUSTED_SIGNING_PROFILE
} | ConvertTo-Json
# UTF-8 without a byte order mark (5.1's Set-Content -Encoding utf8 writes one; 7's does not)
[System.IO.File]::WriteAllText($metadata, $json, (New-Object System.Text.UTF8Encoding $false))
$signtool = (Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" |
    Sort-Object FullName | Select-Object -Last 1).FullName
$timestamp = "http://timestamp.acs.microsoft.com"
if ($InnoSignTool) {
    # every path quoted with Inno Setup's $q (paths with spaces: Program Files, the runner's temp folder)
    Write-Output "`$q$signtool`$q sign /v /fd sha256 /tr $timestamp /td sha256 /dlib `$q$($dlib.FullName)`$q /dmdf `$q$metadata`$q `$f"
    exit 0
}
if (-not $Files) { throw "usage: sign.ps1 FILE... | sign.ps1 -InnoSignTool" }
& $signtool sign /v /fd sha256 /tr $timestamp /td sha256 /dlib $dlib.FullName /dmdf $metadata @Files
if ($LASTEXITCODE -ne 0) { throw "signtool failed" }
& $signtool verify /pa /v @Files
exit $LASTEXITCODE
