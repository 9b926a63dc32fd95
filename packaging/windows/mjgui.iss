; Inno Setup 6 script: dist\mjgui\ (built by packaging\mjgui.spec on Windows) -> one x64 installer.
;
;   .venv\Scripts\python packaging\build_bundle.py
;   "%ProgramFiles(x86)%\Inno Setup 6\ISCC.exe" packaging\windows\mjgui.iss
;
; Signing (when a signing service is configured; .github/workflows/installers.yml does this): define a
; sign tool named "mjgui" and pass /DSign; packaging\windows\sign.ps1 -InnoSignTool prints the command,
; with every path quoted the way Inno Setup expects ($q is a quote, $f the file to sign), e.g.
;   ISCC /DSign "/Smjgui=$qC:\...\signtool.exe$q sign /fd sha256 /tr ... /dlib $qC:\...\Azure.CodeSigning.Dlib.dll$q /dmdf $q...\metadata.json$q $f" mjgui.iss
; Inno Setup then signs the setup and the uninstaller it writes (mjgui.exe and mjgui-cli.exe are signed
; with sign.ps1 before this script runs).
;
; Output: dist\mjgui-<version>-windows-x64-setup.exe. The version comes from mjgui.exe's version
; resource (written by the spec from pyproject.toml); pass /DAppVersion=1.2.3 to override.
; Keep in step with packaging\mjgui.spec and packaging\build_bundle.py (names, AppId): tests\test_dist.py
; checks that they agree.

; Inno Setup 6.3 or newer: "x64compatible" (x64 and Arm64 Windows running x64 code) came with 6.3.
#if Ver < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed (ArchitecturesAllowed=x64compatible)
#endif

#define AppName "mjgui"
#define AppExe "mjgui.exe"
#define CliExe "mjgui-cli.exe"
#define Bundle AddBackslash(SourcePath) + "..\..\dist\mjgui"
#ifndef AppVersion
  #define AppVersion GetStringFileInfo(Bundle + "\" + AppExe, "ProductVersion")
#endif
#if AppVersion == ""
  #error dist\mjgui\mjgui.exe has no version resource: build the bundle first, or pass /DAppVersion=...
#endif

[Setup]
; The AppId never changes: it is how Windows knows a new version replaces the installed one.
; ("{{" is Inno Setup's escape for a literal "{".)
AppId={{7C8F2B0E-5A41-4E63-9D1A-2F6B3C8E4A17}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=mjgui
AppComments=Scoring desk for Japanese riichi mahjong
AppCopyright=Copyright (c) mjgui contributors. MIT License.
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} installer
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install by default (no admin prompt); "Install for all users" is offered.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; x64 only: the bundle is a 64-bit Python + Qt.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0.17763
OutputDir=..\..\dist
OutputBaseFilename=mjgui-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\mjgui.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/ultra64
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
; The game records (.mjgame) open with mjgui: [Registry] below; Explorer is told the associations changed.
ChangesAssociations=yes
; The license page: mjgui's MIT license first, then what the bundle contains and under which terms:
; dist\mjgui\licenses\README.txt, which build_bundle.py copies with a UTF-8 byte order mark (Inno Setup
; reads a .txt without one as ANSI). The whole generated folder is installed as {app}\licenses.
LicenseFile=..\..\build\installer-license.txt
#ifdef Sign
SignTool=mjgui
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole runtime: no stale DLLs or plugins from the previous version.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
; Start menu entry (Start > mjgui) and the optional desktop shortcut.
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Comment: "Scoring desk for Japanese riichi mahjong"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; The game records' file type (what a double-click on a .mjgame starts: mjgui.exe --from-desktop "FILE",
; which opens it in the game tracker; --from-desktop: a file it does not open is said in the desk), in HKA: the current user's classes for a per-user install, the machine's for an
; all-users one. The type's own key goes with the uninstaller; .mjgame keeps any other program's claim.
Root: HKA; Subkey: "Software\Classes\.mjgame"; ValueType: string; ValueName: ""; ValueData: "mjgui.GameRecord"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.mjgame"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-mjgui-game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.mjgame"; ValueType: string; ValueName: "PerceivedType"; ValueData: "text"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.mjgame\OpenWithProgids"; ValueType: string; ValueName: "mjgui.GameRecord"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\mjgui.GameRecord"; ValueType: string; ValueName: ""; ValueData: "mjgui game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\mjgui.GameRecord\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\mjgui.GameRecord\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" --from-desktop ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".mjgame"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
