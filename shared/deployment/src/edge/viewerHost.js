// The shell distribution's viewer-request function (CloudFront Functions, JavaScript runtime 2.0): the viewer's
// host in the request's x-portal-host header, always overwritten, so the edge function (./cspNonce.cjs, origin
// request) knows the host whose published provider's frame the page holds. CloudFront sends an S3 origin its
// bucket's host, not the viewer's; the behaviour's origin request policy names x-portal-host so that it reaches
// the origin request. Not a module: CloudFront runs its `handler`.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it
function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host) request.headers['x-portal-host'] = { value: host.value };
  else delete request.headers['x-portal-host'];
  return request;
}
